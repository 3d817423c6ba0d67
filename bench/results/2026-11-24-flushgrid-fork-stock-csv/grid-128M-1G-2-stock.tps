sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1159.50 qps: 6976.87 (r/w/o: 0.00/4649.92/2326.95) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1282.14 qps: 7700.85 (r/w/o: 0.00/5136.56/2564.28) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1143.73 qps: 6864.36 (r/w/o: 0.00/4576.91/2287.45) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1011.97 qps: 6076.83 (r/w/o: 0.00/4052.88/2023.94) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1185.21 qps: 7111.23 (r/w/o: 0.00/4740.82/2370.41) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1324.25 qps: 7945.52 (r/w/o: 0.00/5298.02/2647.51) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1403.89 qps: 8428.31 (r/w/o: 0.00/5619.54/2808.77) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1263.16 qps: 7564.94 (r/w/o: 0.00/5038.63/2526.31) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1281.74 qps: 7695.42 (r/w/o: 0.00/5131.95/2563.47) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1560.96 qps: 9361.76 (r/w/o: 0.00/6239.84/3121.92) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1526.84 qps: 9155.02 (r/w/o: 0.00/6102.34/3052.67) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1501.97 qps: 9023.77 (r/w/o: 0.00/6018.84/3004.93) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1486.23 qps: 8915.38 (r/w/o: 0.00/5942.92/2972.46) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1436.01 qps: 8605.05 (r/w/o: 0.00/5734.03/2871.02) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1624.97 qps: 9764.83 (r/w/o: 0.00/6513.89/3250.94) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1279.07 qps: 7656.40 (r/w/o: 0.00/5098.27/2558.13) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1222.95 qps: 7359.72 (r/w/o: 0.00/4913.81/2445.91) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1318.27 qps: 7910.63 (r/w/o: 0.00/5274.09/2636.54) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1230.90 qps: 7368.37 (r/w/o: 0.00/4907.58/2460.79) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1112.92 qps: 6672.52 (r/w/o: 0.00/4445.68/2226.84) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1359.89 qps: 8176.34 (r/w/o: 0.00/5456.56/2719.78) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1363.11 qps: 8160.63 (r/w/o: 0.00/5434.42/2726.21) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1331.63 qps: 8012.77 (r/w/o: 0.00/5349.51/2663.26) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1352.31 qps: 8111.83 (r/w/o: 0.00/5407.22/2704.61) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1351.66 qps: 8097.97 (r/w/o: 0.00/5394.64/2703.32) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1455.26 qps: 8734.53 (r/w/o: 0.00/5824.02/2910.51) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1473.27 qps: 8838.63 (r/w/o: 0.00/5892.08/2946.54) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1534.14 qps: 9216.84 (r/w/o: 0.00/6148.56/3068.28) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1348.78 qps: 8082.68 (r/w/o: 0.00/5385.12/2697.56) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1433.17 qps: 8609.00 (r/w/o: 0.00/5742.67/2866.33) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1483.10 qps: 8896.63 (r/w/o: 0.00/5930.42/2966.21) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1285.94 qps: 7711.63 (r/w/o: 0.00/5139.75/2571.88) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1485.67 qps: 8910.02 (r/w/o: 0.00/5938.68/2971.34) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1441.98 qps: 8654.90 (r/w/o: 0.00/5770.94/2883.97) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1532.40 qps: 9196.41 (r/w/o: 0.00/6132.61/3063.80) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1215.02 qps: 7292.10 (r/w/o: 0.00/4861.07/2431.03) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1368.06 qps: 8184.37 (r/w/o: 0.00/5449.26/2735.11) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1322.92 qps: 7964.58 (r/w/o: 0.00/5317.73/2646.85) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1621.09 qps: 9709.51 (r/w/o: 0.00/6467.34/3242.17) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1441.47 qps: 8657.81 (r/w/o: 0.00/5775.87/2881.94) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1653.40 qps: 9902.40 (r/w/o: 0.00/6595.59/3306.80) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1582.25 qps: 9500.52 (r/w/o: 0.00/6338.01/3162.51) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1702.74 qps: 10208.42 (r/w/o: 0.00/6801.95/3406.47) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1215.85 qps: 7304.09 (r/w/o: 0.00/4870.39/2433.70) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           248424
        other:                           124212
        total:                           372636
    transactions:                        62106  (1380.02 per sec.)
    queries:                             372636 (8280.10 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0034s
    total number of events:              62106

Latency (ms):
         min:                                    0.60
         avg:                                    5.79
         max:                                  103.00
         95th percentile:                       10.65
         sum:                               359738.67

Threads fairness:
    events (avg/stddev):           7763.2500/16.15
    execution time (avg/stddev):   44.9673/0.00

