sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 875.88 qps: 5276.11 (r/w/o: 0.00/3516.41/1759.69) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1061.14 qps: 6363.83 (r/w/o: 0.00/4241.55/2122.29) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1280.00 qps: 7698.01 (r/w/o: 0.00/5138.01/2560.00) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1473.77 qps: 8838.66 (r/w/o: 0.00/5891.12/2947.54) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1460.55 qps: 8768.36 (r/w/o: 0.00/5847.25/2921.11) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1547.20 qps: 9276.27 (r/w/o: 0.00/6182.86/3093.41) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1495.48 qps: 8979.98 (r/w/o: 0.00/5988.00/2991.98) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1338.86 qps: 8015.19 (r/w/o: 0.00/5340.46/2674.73) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1304.10 qps: 7836.62 (r/w/o: 0.00/5225.42/2611.21) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1235.03 qps: 7410.15 (r/w/o: 0.00/4940.10/2470.05) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1550.38 qps: 9290.36 (r/w/o: 0.00/6189.60/3100.76) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1283.68 qps: 7718.20 (r/w/o: 0.00/5151.85/2566.35) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1573.97 qps: 9435.79 (r/w/o: 0.00/6286.86/3148.93) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1505.82 qps: 9035.92 (r/w/o: 0.00/6024.27/3011.64) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1542.10 qps: 9253.60 (r/w/o: 0.00/6169.40/3084.20) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1402.37 qps: 8405.16 (r/w/o: 0.00/5600.42/2804.74) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1403.11 qps: 8436.69 (r/w/o: 0.00/5630.46/2806.23) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1592.53 qps: 9546.25 (r/w/o: 0.00/6362.18/3184.07) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1636.11 qps: 9825.69 (r/w/o: 0.00/6552.46/3273.23) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1715.13 qps: 10290.80 (r/w/o: 0.00/6860.54/3430.27) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 621.88 qps: 3729.29 (r/w/o: 0.00/2485.53/1243.76) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 379.07 qps: 2278.44 (r/w/o: 0.00/1520.30/758.15) lat (ms,95%): 50.11 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1392.12 qps: 8348.70 (r/w/o: 0.00/5564.47/2784.23) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1396.27 qps: 8369.65 (r/w/o: 0.00/5577.12/2792.53) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1434.45 qps: 8606.70 (r/w/o: 0.00/5739.81/2866.88) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1630.02 qps: 9792.01 (r/w/o: 0.00/6529.99/3262.02) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1124.93 qps: 6749.59 (r/w/o: 0.00/4499.73/2249.86) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 19.00 qps: 114.00 (r/w/o: 0.00/76.00/38.00) lat (ms,95%): 802.05 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1023.07 qps: 6138.41 (r/w/o: 0.00/4092.28/2046.14) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1596.14 qps: 9569.86 (r/w/o: 0.00/6377.58/3192.29) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1255.45 qps: 7527.67 (r/w/o: 0.00/5016.77/2510.90) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1515.28 qps: 9103.59 (r/w/o: 0.00/6073.03/3030.56) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1330.31 qps: 7978.83 (r/w/o: 0.00/5318.22/2660.61) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1496.33 qps: 8978.01 (r/w/o: 0.00/5985.34/2992.67) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1484.45 qps: 8890.67 (r/w/o: 0.00/5922.78/2967.89) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1569.37 qps: 9427.31 (r/w/o: 0.00/6287.56/3139.75) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1435.29 qps: 8616.68 (r/w/o: 0.00/5746.11/2870.57) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1491.17 qps: 8950.05 (r/w/o: 0.00/5967.71/2982.34) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1670.22 qps: 10014.33 (r/w/o: 0.00/6673.89/3340.44) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1608.71 qps: 9643.26 (r/w/o: 0.00/6425.84/3217.42) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1499.75 qps: 9012.41 (r/w/o: 0.00/6012.90/2999.51) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1614.64 qps: 9676.76 (r/w/o: 0.00/6448.49/3228.27) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1671.67 qps: 10034.03 (r/w/o: 0.00/6690.69/3343.34) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1515.42 qps: 9085.50 (r/w/o: 0.00/6055.67/3029.83) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1378.83 qps: 8278.99 (r/w/o: 0.00/5520.33/2758.66) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           245768
        other:                           122884
        total:                           368652
    transactions:                        61442  (1364.88 per sec.)
    queries:                             368652 (8189.27 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0159s
    total number of events:              61442

Latency (ms):
         min:                                    0.83
         avg:                                    5.86
         max:                                  999.46
         95th percentile:                       14.73
         sum:                               359832.37

Threads fairness:
    events (avg/stddev):           7680.2500/21.65
    execution time (avg/stddev):   44.9790/0.00

