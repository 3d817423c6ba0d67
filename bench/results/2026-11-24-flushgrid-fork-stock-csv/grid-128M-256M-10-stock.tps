sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1409.90 qps: 8488.36 (r/w/o: 0.00/5660.57/2827.79) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1547.30 qps: 9270.78 (r/w/o: 0.00/6176.19/3094.60) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1591.34 qps: 9563.06 (r/w/o: 0.00/6381.38/3181.68) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1565.70 qps: 9399.22 (r/w/o: 0.00/6266.81/3132.41) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1635.03 qps: 9812.18 (r/w/o: 0.00/6542.12/3270.06) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1364.18 qps: 8183.07 (r/w/o: 0.00/5454.72/2728.36) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1410.70 qps: 8450.19 (r/w/o: 0.00/5628.80/2821.40) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1161.22 qps: 6982.31 (r/w/o: 0.00/4659.87/2322.44) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1316.80 qps: 7883.82 (r/w/o: 0.00/5251.21/2632.60) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1259.17 qps: 7559.01 (r/w/o: 0.00/5040.67/2518.34) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1319.95 qps: 7920.68 (r/w/o: 0.00/5280.79/2639.89) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1348.12 qps: 8101.71 (r/w/o: 0.00/5404.47/2697.24) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1529.98 qps: 9165.86 (r/w/o: 0.00/6106.91/3058.96) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1486.12 qps: 8932.70 (r/w/o: 0.00/5959.47/2973.23) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1474.72 qps: 8843.29 (r/w/o: 0.00/5893.86/2949.43) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1529.28 qps: 9169.69 (r/w/o: 0.00/6112.13/3057.56) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1433.31 qps: 8608.83 (r/w/o: 0.00/5741.22/2867.61) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1464.57 qps: 8770.45 (r/w/o: 0.00/5841.30/2929.15) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1389.96 qps: 8340.74 (r/w/o: 0.00/5560.83/2779.91) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1322.35 qps: 7949.09 (r/w/o: 0.00/5304.39/2644.70) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1347.07 qps: 8079.41 (r/w/o: 0.00/5385.27/2694.14) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1345.66 qps: 8072.98 (r/w/o: 0.00/5382.65/2690.33) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1462.96 qps: 8778.78 (r/w/o: 0.00/5852.86/2925.93) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1445.89 qps: 8681.31 (r/w/o: 0.00/5788.54/2892.77) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1510.24 qps: 9056.47 (r/w/o: 0.00/6036.98/3019.49) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1480.93 qps: 8887.61 (r/w/o: 0.00/5924.74/2962.87) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1396.68 qps: 8353.07 (r/w/o: 0.00/5559.72/2793.36) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 862.89 qps: 5189.34 (r/w/o: 0.00/3466.56/1722.78) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1449.50 qps: 8715.00 (r/w/o: 0.00/5813.00/2902.00) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1290.95 qps: 7733.74 (r/w/o: 0.00/5151.84/2581.91) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1211.55 qps: 7268.30 (r/w/o: 0.00/4845.20/2423.10) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1262.38 qps: 7587.27 (r/w/o: 0.00/5062.51/2524.75) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1358.00 qps: 8144.01 (r/w/o: 0.00/5428.00/2716.00) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1208.80 qps: 7235.80 (r/w/o: 0.00/4819.20/2416.60) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1270.27 qps: 7642.60 (r/w/o: 0.00/5101.07/2541.53) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1297.01 qps: 7772.09 (r/w/o: 0.00/5179.06/2593.03) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1147.08 qps: 6878.48 (r/w/o: 0.00/4583.32/2295.16) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1268.93 qps: 7613.59 (r/w/o: 0.00/5075.72/2537.86) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1270.75 qps: 7632.50 (r/w/o: 0.00/5091.00/2541.50) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1384.03 qps: 8310.16 (r/w/o: 0.00/5542.11/2768.05) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1533.26 qps: 9187.53 (r/w/o: 0.00/6122.02/3065.51) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1410.95 qps: 8476.67 (r/w/o: 0.00/5653.78/2822.89) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1559.79 qps: 9348.76 (r/w/o: 0.00/6229.18/3119.59) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1584.14 qps: 9507.85 (r/w/o: 0.00/6339.57/3168.28) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1272.75 qps: 7636.48 (r/w/o: 0.00/5091.98/2544.49) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           248800
        other:                           124400
        total:                           373200
    transactions:                        62200  (1382.03 per sec.)
    queries:                             373200 (8292.20 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0057s
    total number of events:              62200

Latency (ms):
         min:                                    0.69
         avg:                                    5.78
         max:                                  191.71
         95th percentile:                       10.65
         sum:                               359766.09

Threads fairness:
    events (avg/stddev):           7775.0000/22.91
    execution time (avg/stddev):   44.9708/0.00

