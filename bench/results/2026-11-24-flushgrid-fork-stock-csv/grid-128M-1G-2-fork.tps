sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1186.08 qps: 7152.47 (r/w/o: 0.00/4772.31/2380.16) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1261.71 qps: 7573.26 (r/w/o: 0.00/5049.84/2523.42) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1470.76 qps: 8809.55 (r/w/o: 0.00/5870.03/2939.52) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1309.75 qps: 7858.50 (r/w/o: 0.00/5237.00/2621.50) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1175.93 qps: 7065.60 (r/w/o: 0.00/4713.73/2351.87) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1135.80 qps: 6806.79 (r/w/o: 0.00/4535.20/2271.60) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1030.84 qps: 6197.06 (r/w/o: 0.00/4135.37/2061.69) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1258.48 qps: 7543.87 (r/w/o: 0.00/5027.92/2515.96) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1360.64 qps: 8168.86 (r/w/o: 0.00/5446.58/2722.29) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1209.14 qps: 7250.85 (r/w/o: 0.00/4832.57/2418.28) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1408.13 qps: 8448.77 (r/w/o: 0.00/5632.51/2816.26) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1280.53 qps: 7683.15 (r/w/o: 0.00/5122.10/2561.05) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1241.91 qps: 7459.49 (r/w/o: 0.00/4975.66/2483.83) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1348.13 qps: 8087.79 (r/w/o: 0.00/5391.53/2696.26) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1404.43 qps: 8422.58 (r/w/o: 0.00/5614.72/2807.86) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1186.08 qps: 7103.51 (r/w/o: 0.00/4730.34/2373.17) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1162.31 qps: 6981.87 (r/w/o: 0.00/4657.25/2324.63) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1271.22 qps: 7633.31 (r/w/o: 0.00/5090.86/2542.44) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1447.97 qps: 8674.77 (r/w/o: 0.00/5781.84/2892.93) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1353.44 qps: 8134.65 (r/w/o: 0.00/5424.77/2709.88) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1454.90 qps: 8732.42 (r/w/o: 0.00/5822.61/2909.81) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1300.88 qps: 7805.30 (r/w/o: 0.00/5203.54/2601.77) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1336.98 qps: 8017.87 (r/w/o: 0.00/5343.92/2673.96) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1141.04 qps: 6846.26 (r/w/o: 0.00/4564.17/2282.09) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1257.15 qps: 7543.88 (r/w/o: 0.00/5029.59/2514.29) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1102.68 qps: 6612.06 (r/w/o: 0.00/4407.71/2204.35) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1222.26 qps: 7340.56 (r/w/o: 0.00/4895.04/2445.52) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1182.70 qps: 7096.17 (r/w/o: 0.00/4730.78/2365.39) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1180.62 qps: 7077.63 (r/w/o: 0.00/4716.40/2361.24) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1395.47 qps: 8378.85 (r/w/o: 0.00/5587.90/2790.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1379.26 qps: 8253.55 (r/w/o: 0.00/5496.03/2757.52) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1276.04 qps: 7678.23 (r/w/o: 0.00/5125.16/2553.08) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1538.13 qps: 9228.76 (r/w/o: 0.00/6152.51/3076.25) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1344.37 qps: 8066.20 (r/w/o: 0.00/5377.47/2688.73) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1221.51 qps: 7327.07 (r/w/o: 0.00/4884.04/2443.02) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1283.17 qps: 7696.03 (r/w/o: 0.00/5130.69/2565.34) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1306.44 qps: 7842.67 (r/w/o: 0.00/5228.78/2613.89) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1238.51 qps: 7427.08 (r/w/o: 0.00/4950.05/2477.03) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1324.83 qps: 7953.97 (r/w/o: 0.00/5304.31/2649.66) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1250.05 qps: 7476.32 (r/w/o: 0.00/4977.22/2499.10) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1478.08 qps: 8883.47 (r/w/o: 0.00/5927.32/2956.15) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1787.43 qps: 10716.61 (r/w/o: 0.00/7143.74/3572.87) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1323.48 qps: 7944.88 (r/w/o: 0.00/5294.92/2649.96) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1253.45 qps: 7523.71 (r/w/o: 0.00/5018.81/2504.90) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1429.29 qps: 8585.75 (r/w/o: 0.00/5725.17/2860.58) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           234080
        other:                           117040
        total:                           351120
    transactions:                        58520  (1300.19 per sec.)
    queries:                             351120 (7801.12 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0085s
    total number of events:              58520

Latency (ms):
         min:                                    0.50
         avg:                                    6.15
         max:                                   98.24
         95th percentile:                       12.08
         sum:                               359795.22

Threads fairness:
    events (avg/stddev):           7315.0000/33.45
    execution time (avg/stddev):   44.9744/0.00

